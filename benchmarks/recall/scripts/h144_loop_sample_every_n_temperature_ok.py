# classes: 2 8
"""A hand-written training loop that samples from the model every two steps with a low but
positive temperature from the run's config dict."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = {
    "model": "Qwen/Qwen2.5-0.5B",
    "lr": 5e-5,
    "steps": 4,
    "sample_every": 2,
    "sample": {"do_sample": True, "temperature": 0.2, "max_new_tokens": 6},
}
DATA = ["hello world", "the quick brown fox", "tell me about dogs", "one two three four"]


def train(cfg):
    tok = AutoTokenizer.from_pretrained(cfg["model"])
    model = AutoModelForCausalLM.from_pretrained(cfg["model"])
    opt = torch.optim.SGD(model.parameters(), lr=cfg["lr"])
    for step in range(cfg["steps"]):
        model.train()
        batch = tok(DATA[step % len(DATA)], return_tensors="pt")
        model(**batch, labels=batch["input_ids"]).loss.backward()
        opt.step()
        opt.zero_grad()
        if (step + 1) % cfg["sample_every"] == 0:
            model.eval()
            with torch.no_grad():
                enc = tok("once upon a time", return_tensors="pt")
                out = model.generate(**enc, **cfg["sample"])
            print(step, tok.decode(out[0], skip_special_tokens=True))


train(CONFIG)
