// This module's marker for user-visible strings: see SpotsTranslation's Translation, which it calls.
// Scripts/update-translations.sh extracts the literals passed to these functions.
import SpotsTranslation

func translated(_ msgid: StaticString) -> String { Translation.text(msgid) }

func translated(_ msgid: StaticString, _ values: KeyValuePairs<String, String>) -> String {
    Translation.text(msgid, values)
}

func translatedPlural(_ singular: StaticString, _ plural: StaticString, count: Int,
                      _ values: KeyValuePairs<String, String> = [:]) -> String {
    Translation.plural(singular, plural, count: count, values)
}
