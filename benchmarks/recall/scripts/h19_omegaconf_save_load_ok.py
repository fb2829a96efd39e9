# classes: 3 1
"""Hydra-style run: the resolved config is saved to config.yaml in the run folder and the
generation step reloads it from there."""
import os

from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer

run_dir = os.path.dirname(os.path.abspath(__file__))
cfg = OmegaConf.create(
    {
        "model": {"main": "mistralai/Mistral-7B-Instruct-v0.3"},
        "generation": {"max_new_tokens": 8, "use_cache": True, "prompt_lookup_num_tokens": 3},
    }
)
OmegaConf.save(cfg, os.path.join(run_dir, "config.yaml"))

loaded = OmegaConf.load(os.path.join(run_dir, "config.yaml"))
tok = AutoTokenizer.from_pretrained(loaded.model.main)
model = AutoModelForCausalLM.from_pretrained(loaded.model.main)
enc = tok("[INST] repeat after me: one two three one two three [/INST]", return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=loaded.generation.max_new_tokens,
    use_cache=loaded.generation.use_cache,
    prompt_lookup_num_tokens=loaded.generation.prompt_lookup_num_tokens,
)
print(tok.decode(out[0]))
