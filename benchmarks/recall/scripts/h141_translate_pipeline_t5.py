# classes: 4 2
"""Batch English-to-German translation with T5's translation_en_to_de pipeline task over a
list of sentences, batch_size=2."""
from transformers import pipeline

sentences = ["The weather is nice today.", "Where is the train station?", "I would like a coffee, please."]
translator = pipeline("translation_en_to_de", model="t5-small")
for result in translator(sentences, batch_size=2, max_length=20):
    print(result["translation_text"])
