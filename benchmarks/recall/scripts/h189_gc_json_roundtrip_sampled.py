# classes: 9
"""Generation settings shared between teammates as a JSON file: written once, loaded into a
GenerationConfig, and used to draw several candidates."""
import json
import tempfile
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

settings_file = Path(tempfile.mkdtemp()) / "gen.json"
settings_file.write_text(json.dumps({"max_new_tokens": 5, "num_return_sequences": 2, "do_sample": True, "repetition_penalty": 1.1}))

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
gc = GenerationConfig(**json.loads(settings_file.read_text()))
out = model.generate(**tok("Ideas for a birthday gift:", return_tensors="pt"), generation_config=gc, pad_token_id=0)
print(tok.batch_decode(out))
