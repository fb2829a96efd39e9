# classes: 8
"""Constrained beam search from the blog post "Guiding text generation with constrained beam
search": force the word "dog" to appear."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
encoder_input_str = "translate English to German: the dog is red"
input_ids = tok(encoder_input_str, return_tensors="pt").input_ids
force_words_ids = tok(["dog"], add_special_tokens=False).input_ids

outputs = model.generate(
    input_ids,
    force_words_ids=force_words_ids,
    num_beams=3,
    num_return_sequences=1,
    no_repeat_ngram_size=1,
    remove_invalid_values=True,
    max_new_tokens=6,
)
print("Output:\n" + 100 * "-")
print(tok.decode(outputs[0], skip_special_tokens=True))
