# classes: 3 8
"""OpenAI-API-style wrapper from 2023: temperature 0 was meant to be greedy, but do_sample stays
on because the wrapper always samples."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

ap = argparse.ArgumentParser()
ap.add_argument("--temperature", type=float, default=0.0)
ap.add_argument("--max-tokens", type=int, default=10)
args = ap.parse_args()

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")


def complete(prompt, temperature, max_tokens):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, do_sample=True, temperature=temperature, max_new_tokens=max_tokens)
    return tok.decode(out[0][enc.input_ids.shape[1]:], skip_special_tokens=True)


print(complete("tell me a story", args.temperature, args.max_tokens))
