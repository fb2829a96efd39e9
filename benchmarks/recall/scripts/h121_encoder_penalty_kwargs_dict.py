# classes: 8
"""Grounded answer generation with BART: decoding options kept in a module-level dict, the
encoder penalty among them as an int."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

DECODING = {"max_new_tokens": 10, "encoder_repetition_penalty": 3, "no_repeat_ngram_size": 3}

tokenizer = AutoTokenizer.from_pretrained("facebook/bart-base")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")


def answer(context: str) -> str:
    enc = tokenizer(context, return_tensors="pt", truncation=True)
    out = model.generate(**enc, **DECODING)
    return tokenizer.decode(out[0], skip_special_tokens=True)


print(answer("The Eiffel Tower is in Paris and was finished in 1889."))
