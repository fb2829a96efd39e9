# classes: 7 2
"""Copy the checkpoint's generation config with copy.deepcopy, edit the copy for beam
search, and hand it to generate as generation_config=."""

import copy

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")


def beam_config(base, beams, n_best):
    cfg = copy.deepcopy(base)
    cfg.num_beams = beams
    cfg.num_return_sequences = n_best
    cfg.max_new_tokens = 8
    cfg.length_penalty = 1.0
    return cfg


cfg = beam_config(model.generation_config, beams=2, n_best=4)
enc = tok("the king and the queen", return_tensors="pt")
out = model.generate(**enc, generation_config=cfg)
for seq in tok.batch_decode(out, skip_special_tokens=True):
    print(seq)
