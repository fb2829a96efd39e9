# classes: 4 6
"""NLLB through the translation pipeline with src_lang/tgt_lang given to pipeline()."""
from transformers import pipeline

translator = pipeline(
    "translation", model="facebook/nllb-200-distilled-600M", src_lang="eng_Latn", tgt_lang="deu_Latn", max_length=40
)
print(translator("The weather is lovely today."))
