# classes: 7 8
"""Completion helper that stops at a blank line; when generate complains about the stop
strings, the handler retries with the tokenizer passed along."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-Coder-0.5B-Instruct")


def complete(prompt, stops=("\n\n", "```")):
    enc = tok(prompt, return_tensors="pt")
    try:
        out = model.generate(**enc, max_new_tokens=6, stop_strings=list(stops))
    except ValueError:
        out = model.generate(**enc, max_new_tokens=6, stop_strings=list(stops), tokenizer=tok)
    return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    print(complete("def fib(n):"))
