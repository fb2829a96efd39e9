# classes: 2 9
"""Rejection sampling under a token budget: each attempt gets what is left of the budget, capped per attempt."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "meta-llama/Llama-3.2-1B-Instruct"
TOKEN_BUDGET = 16
PER_ATTEMPT = 8
MAX_ATTEMPTS = 3


def good(text):
    # keep only completions that end a sentence
    return text.rstrip().endswith((".", "!", "?"))


def main():
    torch.manual_seed(0)
    tok = AutoTokenizer.from_pretrained(MODEL)
    model = AutoModelForCausalLM.from_pretrained(MODEL)
    enc = tok("tell me about the dog", return_tensors="pt")
    spent = 0
    accepted = None
    for attempt in range(MAX_ATTEMPTS):
        budget = min(PER_ATTEMPT, TOKEN_BUDGET - spent)
        out = model.generate(**enc, do_sample=True, top_p=0.95, max_new_tokens=budget)
        spent += budget
        text = tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)
        if good(text):
            accepted = text
            break
    print(accepted, spent)


if __name__ == "__main__":
    main()
