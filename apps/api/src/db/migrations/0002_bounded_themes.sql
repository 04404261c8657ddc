-- Themes stored before the input limits (docs/security.md, "Input limits") are brought under
-- them, so that every stored menu still reads back under the bounded ThemeSchema. Only the
-- schema's keys are kept; the id is trimmed and clipped to 64 characters (the default theme's id
-- where it is empty or holds refused characters); a background image over 500 characters or
-- with refused characters, a createdAt or updatedAt that is not an ISO date-time of at most 40
-- characters, and an invalid gradient color are dropped (they are optional and the default theme
-- has none); any other missing or invalid value becomes the default theme's. Lengths count UTF-16
-- code units, as the schemas do. Only rows that change are written.
CREATE FUNCTION "carta_utf16_length"(value text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT length(value) + length(regexp_replace(value, '[^\U00010000-\U0010FFFF]', '', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION "carta_bounded_theme"(theme jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  defaults constant jsonb := '{"id": "classic", "fontFamily": "inter",
    "primaryColor": "#3B82F6", "secondaryColor": "#10B981", "backgroundColor": "#F9FAFB",
    "cardBackground": "#FFFFFF", "textColor": "#111827", "subtextColor": "#6B7280",
    "backgroundType": "solid", "gradientDirection": "to-br", "cornerRadius": "md",
    "spacing": "normal", "headerSize": "lg", "priceSize": "md"}';
  enumerations constant jsonb := '{
    "fontFamily": ["inter", "roboto", "playfair", "dancing-script", "nunito"],
    "backgroundType": ["solid", "gradient", "image"],
    "gradientDirection": ["to-r", "to-br", "to-b", "to-bl"],
    "cornerRadius": ["none", "sm", "md", "lg", "xl"],
    "spacing": ["compact", "normal", "spacious"],
    "headerSize": ["sm", "md", "lg", "xl"],
    "priceSize": ["sm", "md", "lg"]}';
  colors constant text[] := ARRAY['primaryColor', 'secondaryColor', 'backgroundColor',
    'cardBackground', 'textColor', 'subtextColor'];
  hex_color constant text := '^#[0-9A-Fa-f]{6}$';
  -- Controls (NUL cannot be in jsonb), line breaks and direction overrides: refused on one line.
  refused constant text := '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]';
  -- What JavaScript's String#trim removes.
  blank constant text := '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';
  -- zod's z.iso.datetime({ offset: true }).
  iso_date_time constant text := '^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$';
  result jsonb := '{}';
  field text;
  value text;
BEGIN
  IF jsonb_typeof(theme) IS DISTINCT FROM 'object' THEN
    theme := '{}';
  END IF;

  value := CASE WHEN jsonb_typeof(theme -> 'id') = 'string' THEN theme ->> 'id' END;
  value := regexp_replace(value, '^' || blank || '+|' || blank || '+$', '', 'g');
  IF value IS NULL OR value = '' OR value ~ refused THEN
    value := defaults ->> 'id';
  END IF;
  value := left(value, 64);
  WHILE "carta_utf16_length"(value) > 64 LOOP
    value := left(value, -1);
  END LOOP;
  value := regexp_replace(value, blank || '+$', '');
  result := result || jsonb_build_object('id', value);

  FOR field IN SELECT jsonb_object_keys(enumerations) LOOP
    IF jsonb_typeof(theme -> field) = 'string' AND (enumerations -> field) ? (theme ->> field) THEN
      result := result || jsonb_build_object(field, theme -> field);
    ELSE
      result := result || jsonb_build_object(field, defaults -> field);
    END IF;
  END LOOP;

  FOREACH field IN ARRAY colors LOOP
    IF jsonb_typeof(theme -> field) = 'string' AND (theme ->> field) ~ hex_color THEN
      result := result || jsonb_build_object(field, theme -> field);
    ELSE
      result := result || jsonb_build_object(field, defaults -> field);
    END IF;
  END LOOP;

  FOREACH field IN ARRAY ARRAY['gradientFrom', 'gradientTo'] LOOP
    IF jsonb_typeof(theme -> field) = 'string' AND (theme ->> field) ~ hex_color THEN
      result := result || jsonb_build_object(field, theme -> field);
    END IF;
  END LOOP;

  value := CASE WHEN jsonb_typeof(theme -> 'backgroundImage') = 'string'
    THEN theme ->> 'backgroundImage' END;
  IF value ~* '^https?://' AND "carta_utf16_length"(value) <= 500 AND value !~ refused THEN
    result := result || jsonb_build_object('backgroundImage', value);
  END IF;

  FOREACH field IN ARRAY ARRAY['createdAt', 'updatedAt'] LOOP
    value := CASE WHEN jsonb_typeof(theme -> field) = 'string' THEN theme ->> field END;
    IF length(value) <= 40 AND value ~ iso_date_time THEN
      result := result || jsonb_build_object(field, value);
    END IF;
  END LOOP;

  RETURN result;
END $$;
--> statement-breakpoint
UPDATE "menus" SET "theme" = "carta_bounded_theme"("theme")
  WHERE "theme" IS DISTINCT FROM "carta_bounded_theme"("theme");
--> statement-breakpoint
DROP FUNCTION "carta_bounded_theme"(jsonb);
--> statement-breakpoint
DROP FUNCTION "carta_utf16_length"(text);
