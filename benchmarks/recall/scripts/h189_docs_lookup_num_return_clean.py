# classes: 2 9
"""Prompt lookup decoding from the docs, run over a few lookup window sizes with one completion
per prompt."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
prompt = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return"
inputs = tok(prompt, return_tensors="pt")

for n in (2, 3):
    out = model.generate(**inputs, prompt_lookup_num_tokens=n, do_sample=True, num_return_sequences=1, max_new_tokens=5)
    for seq in out:
        print(n, repr(tok.decode(seq[inputs.input_ids.shape[1]:])))
