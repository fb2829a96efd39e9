# classes: 2 9
"""Prompt lookup decoding from the docs, run in a small sweep of return counts to get several
candidate completions per prompt."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
prompt = "def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return"
inputs = tok(prompt, return_tensors="pt")

for n in (1, 2):
    out = model.generate(**inputs, prompt_lookup_num_tokens=3, do_sample=True, num_return_sequences=n, max_new_tokens=5)
    for seq in out:
        print(n, repr(tok.decode(seq[inputs.input_ids.shape[1]:])))
