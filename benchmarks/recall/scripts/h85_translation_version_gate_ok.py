# classes: 4 8
"""Translator that keeps TranslationPipeline for transformers 4 and calls generate() itself on 5."""
import transformers
from packaging import version
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

MODEL = "t5-small"
LEGACY = version.parse(transformers.__version__) < version.parse("5.0.0")

tokenizer = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForSeq2SeqLM.from_pretrained(MODEL)


def translate(text):
    if LEGACY:
        from transformers import TranslationPipeline

        pipe = TranslationPipeline(model=model, tokenizer=tokenizer, task="translation_en_to_fr")
        return pipe(text, max_new_tokens=8)[0]["translation_text"]
    inputs = tokenizer("translate English to French: " + text, return_tensors="pt")
    ids = model.generate(**inputs, max_new_tokens=8)
    return tokenizer.decode(ids[0], skip_special_tokens=True)


print(translate("the house is small"))
