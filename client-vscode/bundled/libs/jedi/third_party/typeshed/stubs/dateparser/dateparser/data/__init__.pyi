from .languages_info import language_locale_dict as language_locale_dict, language_order as language_order
