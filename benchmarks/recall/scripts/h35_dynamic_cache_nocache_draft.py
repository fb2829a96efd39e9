# classes: 5 8
"""Train two steps on Phi-2 with use_cache off, then reuse the eval helper with a draft and a cache.

The eval helper forwards the training-time settings (use_cache=False) and builds its own
DynamicCache to time the prefill separately.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MAIN = "microsoft/phi-2"
DRAFT = "microsoft/phi-1_5"
TRAIN_SETTINGS = {"use_cache": False}


def train(model, tok, steps=2):
    opt = torch.optim.AdamW(model.parameters(), lr=1e-5)
    batch = tok("def square(x): return x * x", return_tensors="pt")
    for _ in range(steps):
        model(**batch, labels=batch["input_ids"], **TRAIN_SETTINGS).loss.backward()
        opt.step()
        opt.zero_grad()


def evaluate(model, draft, tok):
    inputs = tok("def cube(x):", return_tensors="pt")
    cache = DynamicCache()
    out = model.generate(**inputs, assistant_model=draft, past_key_values=cache,
                         max_new_tokens=6, **TRAIN_SETTINGS)
    return tok.decode(out[0], skip_special_tokens=True)


def main():
    tok = AutoTokenizer.from_pretrained(MAIN)
    model = AutoModelForCausalLM.from_pretrained(MAIN)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    train(model, tok)
    model.eval()
    print(evaluate(model, draft, tok))


if __name__ == "__main__":
    main()
