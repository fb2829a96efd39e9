# classes: 8
"""Beam search with repetition penalty 1.2 and a 2-gram block, returning all beams, on TinyLlama."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("tell me a story about the king", return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=5,
    num_beams=3,
    num_return_sequences=3,
    repetition_penalty=1.2,
    no_repeat_ngram_size=2,
    early_stopping=True,
)
print(tok.batch_decode(out, skip_special_tokens=True))
