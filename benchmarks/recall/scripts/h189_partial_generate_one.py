# classes: 7 9
"""Eval harness snippet: generate bound once with functools.partial, its length taken from the
task's answer budget (one token for a classification task)."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

TASKS = [("sentiment", "Review: great movie! Sentiment:", 1), ("summary", "Summarise: the cat sat.", 4)]
tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM-135M")

for name, prompt, budget in TASKS:
    run = functools.partial(model.generate, do_sample=False, max_new_tokens=budget)
    out = run(**tok(prompt, return_tensors="pt"))
    print(name, tok.decode(out[0], skip_special_tokens=True))
