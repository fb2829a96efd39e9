# classes: 3 1
"""Save the decoding config beside the script, reload it as a pretrained generation config
and run prompt lookup with it."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

HERE = os.path.dirname(os.path.abspath(__file__))
CKPT = "HuggingFaceTB/SmolLM2-360M-Instruct"

decoding = GenerationConfig(max_new_tokens=8, use_cache=False, prompt_lookup_num_tokens=3)
decoding.to_json_file(os.path.join(HERE, "generation_config.json"))

reloaded = GenerationConfig.from_pretrained(HERE)
tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)
text = "the cat sat on the mat and the cat sat on the"
ids = tok(text, return_tensors="pt")
print(tok.decode(model.generate(**ids, generation_config=reloaded)[0]))
