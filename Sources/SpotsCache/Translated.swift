import SpotsTranslation

// This module's marker for user-visible strings (see Translation): the extraction script reads
// `translated("…")` and `translatedPlural("…", "…"` calls, each module has its own copy.

func translated(_ msgid: StaticString) -> String { Translation.text(msgid) }

func translated(_ msgid: StaticString, _ values: KeyValuePairs<String, String>) -> String {
    Translation.text(msgid, values)
}

func translatedPlural(_ singular: StaticString, _ plural: StaticString, count: Int,
                      _ values: KeyValuePairs<String, String> = [:]) -> String {
    Translation.plural(singular, plural, count: count, values)
}
