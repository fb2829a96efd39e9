# classes: 8
"""The same local custom_generate strategy called without trust_remote_code."""
import os
import tempfile
import textwrap

from transformers import AutoModelForCausalLM, AutoTokenizer

GENERATE_PY = textwrap.dedent(
    '''
    import torch

    def generate(model, input_ids, generation_config=None, **kwargs):
        for _ in range(3):
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
    print(tok.decode(model.generate(**enc, custom_generate=repo)[0]))
