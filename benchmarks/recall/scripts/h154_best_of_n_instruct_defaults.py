# classes: 6 8
"""Synthetic instruction data: for each seed instruction, draw three responses from
Llama-3.2-1B-Instruct with the checkpoint's own decoding settings and store them all."""

from transformers import AutoModelForCausalLM, AutoTokenizer

name = "meta-llama/Llama-3.2-1B-Instruct"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

seeds = ["tell me a story about cats", "what is the color of the fox"]
rows = []
for seed in seeds:
    enc = tok(seed, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=5, num_return_sequences=3)
    for seq in out:
        rows.append({"instruction": seed, "response": tok.decode(seq[enc.input_ids.shape[1]:])})
print(len(rows))
