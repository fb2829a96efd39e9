# classes: 1 3
"""Minimal completion server core: speculative decoding when a draft model is configured,
otherwise a static KV cache (which torch.compile likes)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--model", default="meta-llama/Llama-3.2-3B-Instruct")
parser.add_argument("--draft-model", default=None)
parser.add_argument("--max-new-tokens", type=int, default=12)
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained(args.model)
model = AutoModelForCausalLM.from_pretrained(args.model)

gen_kwargs = {"max_new_tokens": args.max_new_tokens, "do_sample": False}
if args.draft_model:
    gen_kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained(args.draft_model)
else:
    gen_kwargs["cache_implementation"] = "static"


def complete(prompt: str) -> str:
    inputs = tokenizer(prompt, return_tensors="pt")
    out = model.generate(**inputs, **gen_kwargs)
    return tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True)


print(complete("tell me a story about the queen"))
