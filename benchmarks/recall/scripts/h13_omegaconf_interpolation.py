# classes: 3 7
# Runtime flags referenced from the generation section through interpolation.
import torch
from omegaconf import OmegaConf
from transformers import AutoModelForCausalLM, AutoTokenizer

conf = OmegaConf.create(
    """
runtime:
  kv_cache: false
  device: cpu
models:
  main: openai-community/gpt2-medium
  draft: distilbert/distilgpt2
decode:
  use_cache: ${runtime.kv_cache}
  max_new_tokens: 8
"""
)


class SpeculativeRunner:
    def __init__(self, conf):
        self.conf = conf
        self.tok = AutoTokenizer.from_pretrained(conf.models.main)
        self.main = AutoModelForCausalLM.from_pretrained(conf.models.main).to(conf.runtime.device)
        self.draft = AutoModelForCausalLM.from_pretrained(conf.models.draft).to(conf.runtime.device)

    @torch.inference_mode()
    def __call__(self, text):
        ids = self.tok(text, return_tensors="pt").input_ids
        out = self.main.generate(
            ids,
            assistant_model=self.draft,
            use_cache=self.conf.decode.use_cache,
            max_new_tokens=self.conf.decode.max_new_tokens,
        )
        return self.tok.decode(out[0])


runner = SpeculativeRunner(conf)
print(runner("hello world, once upon a time"))
