# classes: 4 8
"""English to German with the translation pipeline and the MarianMT checkpoint, 2021 style."""
from transformers import pipeline

translator = pipeline("translation_en_to_de", model="Helsinki-NLP/opus-mt-en-de")
for line in ["hello world", "the quick brown fox"]:
    print(translator(line, max_length=20)[0]["translation_text"])
