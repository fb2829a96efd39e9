# classes: 2 8
"""After a training step, compare decoding strategies on a held-out prompt; the beam entry of
the grid asks for more returned sequences than it has beams."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

STRATEGIES = [
    {"name": "greedy", "num_beams": 1},
    {"name": "beam2", "num_beams": 2, "num_return_sequences": 2},
    {"name": "beam2-wide", "num_beams": 2, "num_return_sequences": 4},
]

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-70m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
b = tok("the quick brown fox jumps", return_tensors="pt")
model(**b, labels=b["input_ids"]).loss.backward()
opt.step()
model.eval()

enc = tok("tell me a story", return_tensors="pt")
for strat in STRATEGIES:
    kwargs = {k: v for k, v in strat.items() if k != "name"}
    out = model.generate(**enc, max_new_tokens=4, pad_token_id=0, **kwargs)
    print(strat["name"], out.shape)
