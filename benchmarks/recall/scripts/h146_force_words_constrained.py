# classes: 8
"""Constrained beam search from the 2022 blog post: force the word "garden" into a T5 output."""
from transformers import AutoTokenizer, AutoModelForSeq2SeqLM

tokenizer = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")

encoder_input_str = "translate English to German: How old are you?"
force_words = ["garden"]
input_ids = tokenizer(encoder_input_str, return_tensors="pt").input_ids
force_words_ids = tokenizer(force_words, add_special_tokens=False).input_ids

outputs = model.generate(
    input_ids,
    force_words_ids=force_words_ids,
    num_beams=5,
    num_return_sequences=1,
    no_repeat_ngram_size=1,
    remove_invalid_values=True,
    max_new_tokens=10,
)
print("Output:", tokenizer.decode(outputs[0], skip_special_tokens=True))
