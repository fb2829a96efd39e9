# classes: 8 3
# GenerationConfig from a YAML "generation" block.
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

block = yaml.safe_load(
    """
generation:
  max_new_tokens: 8
  cache_implementation: StaticCache
  do_sample: false
"""
)["generation"]

name = "google/gemma-2b"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
gc = GenerationConfig.from_dict(block)
inputs = tok("the blue dog", return_tensors="pt")
print(tok.decode(model.generate(**inputs, generation_config=gc)[0]))
