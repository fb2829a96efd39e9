# classes: 4 6
"""Embed sentences with GPT-2's hidden states through the feature-extraction pipeline, in batches."""
from transformers import pipeline

SENTENCES = ["a cat sat on the mat", "dogs bark", "the stock market fell today"]

extractor = pipeline("feature-extraction", model="openai-community/gpt2")
features = extractor(SENTENCES, batch_size=8)
for sentence, feat in zip(SENTENCES, features):
    print(sentence, len(feat[0]), len(feat[0][0]))
