# classes: 6 8
"""A 2021 summarization script sets the decoding options on model.config, as the BART docs of
the time did, then calls generate with only the inputs."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("sshleifer/distilbart-cnn-12-6")
model = AutoModelForSeq2SeqLM.from_pretrained("sshleifer/distilbart-cnn-12-6")
model.config.num_beams = 4
model.config.max_length = 30
model.config.min_length = 5
model.config.no_repeat_ngram_size = 3
model.config.length_penalty = 2.0

text = "the king and the queen lived in a garden. they loved red and green trees. a fox lived there too."
batch = tok(text, return_tensors="pt", truncation=True)
summary_ids = model.generate(batch["input_ids"], attention_mask=batch["attention_mask"])
print(tok.decode(summary_ids[0], skip_special_tokens=True))
