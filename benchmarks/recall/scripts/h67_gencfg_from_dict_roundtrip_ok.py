# classes: 8 2
"""Generation settings stored in a results JSON (to_dict), rebuilt with from_dict for a rerun and compared."""
import json
import tempfile
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

cfg = GenerationConfig(do_sample=True, temperature=0.7, top_k=40, max_new_tokens=5, pad_token_id=tok.eos_token_id)
results_file = Path(tempfile.mkdtemp()) / "results.json"
results_file.write_text(json.dumps({"score": 0.41, "generation": cfg.to_dict()}))

saved = json.loads(results_file.read_text())
rerun = GenerationConfig.from_dict(saved["generation"])
rerun.update(**{"temperature": 0.9, "top_k": 50})
changed = {k: v for k, v in rerun.to_diff_dict().items() if saved["generation"].get(k) != v}
print("changed:", changed)

enc = tok("The weather today", return_tensors="pt")
out = model.generate(**enc, generation_config=rerun, num_return_sequences=2)
rerun.save_pretrained(results_file.parent / "rerun")
print(tok.batch_decode(out, skip_special_tokens=True))
