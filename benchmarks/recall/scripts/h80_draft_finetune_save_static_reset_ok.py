# classes: 6 8
"""The fine-tuned small SmolLM2 is saved with a static-cache generation config for standalone
serving; when it is reloaded as a draft the script puts the dynamic cache back first."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
small = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
opt = torch.optim.SGD(small.parameters(), lr=1e-3)
enc = tok(["hello world", "the red dog"], return_tensors="pt", padding=True)
small(**enc, labels=enc.input_ids).loss.backward()
opt.step()

small.generation_config.cache_implementation = "static"
with tempfile.TemporaryDirectory() as ckpt:
    small.save_pretrained(ckpt)
    draft = AutoModelForCausalLM.from_pretrained(ckpt)
    draft.generation_config.cache_implementation = None  # the draft's cache is cropped by assisted decoding
    main = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
    ids = main.generate(**tok("the king", return_tensors="pt"), assistant_model=draft, max_new_tokens=6)
    print(tok.decode(ids[0]))
