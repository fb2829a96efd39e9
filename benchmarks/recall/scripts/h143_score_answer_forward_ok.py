# classes: 8
"""Score fixed answers with one forward pass: the log-probability of the answer tokens given
the prompt, summed."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")

prompt_ids = tok("the queen loved", return_tensors="pt")["input_ids"]
for answer in [" cats", " dogs"]:
    ans_ids = tok(answer, return_tensors="pt")["input_ids"]
    ids = torch.cat([prompt_ids, ans_ids], dim=-1)
    with torch.no_grad():
        logits = model(ids).logits
    lp = logits[0, prompt_ids.shape[1] - 1 : -1].log_softmax(-1).gather(-1, ans_ids[0][:, None]).sum()
    print(answer, lp.item())
