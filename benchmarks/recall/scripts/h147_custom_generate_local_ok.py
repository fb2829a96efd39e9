# classes: 8
"""Writes a tiny custom decoding strategy as a local custom_generate folder (a generate.py
that does plain greedy steps) and runs it with trust_remote_code=True."""
import os
import tempfile
import textwrap

from transformers import AutoModelForCausalLM, AutoTokenizer

GENERATE_PY = textwrap.dedent(
    '''
    import torch

    def generate(model, input_ids, generation_config=None, left_padding=None, **kwargs):
        steps = kwargs.pop("steps", 4)
        for _ in range(steps):
            logits = model(input_ids).logits[:, -1, :]
            input_ids = torch.cat([input_ids, logits.argmax(-1, keepdim=True)], dim=-1)
        return input_ids
    '''
)

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
with tempfile.TemporaryDirectory() as repo:
    os.makedirs(os.path.join(repo, "custom_generate"))
    with open(os.path.join(repo, "custom_generate", "generate.py"), "w") as fh:
        fh.write(GENERATE_PY)
    enc = tok("the quick brown fox", return_tensors="pt")
    out = model.generate(**enc, custom_generate=repo, trust_remote_code=True, steps=3)
    print(tok.decode(out[0]))
