# classes: 6 7
"""An experiment recipe embedded in the script as a JSON string: json.loads, then
GenerationConfig.from_dict, then a draft model named in the same recipe."""

import json

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

RECIPE = """
{
  "target": "openai-community/gpt2",
  "draft": "EleutherAI/pythia-70m",
  "generation": {"max_new_tokens": 8, "num_assistant_tokens": 5, "do_sample": false}
}
"""

recipe = json.loads(RECIPE)
tok = AutoTokenizer.from_pretrained(recipe["target"])
model = AutoModelForCausalLM.from_pretrained(recipe["target"])
draft = AutoModelForCausalLM.from_pretrained(recipe["draft"])
gen_cfg = GenerationConfig.from_dict(recipe["generation"])

enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(**enc, generation_config=gen_cfg, assistant_model=draft)
print(tok.decode(out[0]))
