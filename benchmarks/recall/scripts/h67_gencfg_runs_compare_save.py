# classes: 8 6
"""Keep one generation_config.json per run; derive run B from run A's saved config and diff the two."""
import json
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL = "Qwen/Qwen3-0.6B"
root = tempfile.mkdtemp(prefix="runs-")
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

# run A: the checkpoint's own sampling settings, shorter outputs
run_a = GenerationConfig.from_pretrained(MODEL)
run_a.max_new_tokens = 6
run_a.save_pretrained(os.path.join(root, "run_a"))

# run B: same as A, but deterministic for the regression table
run_b = GenerationConfig.from_pretrained(os.path.join(root, "run_a"))
run_b.update(do_sample=False, num_beams=1)
run_b.save_pretrained(os.path.join(root, "run_b"))

a = GenerationConfig.from_pretrained(os.path.join(root, "run_a")).to_dict()
b = GenerationConfig.from_pretrained(os.path.join(root, "run_b")).to_dict()
diff = {k: (a.get(k), b.get(k)) for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k)}
print(json.dumps(diff, indent=1, default=str))

enc = tok("Hello there", return_tensors="pt")
for name in ("run_a", "run_b"):
    cfg = GenerationConfig.from_pretrained(os.path.join(root, name))
    print(name, tok.decode(model.generate(**enc, generation_config=cfg)[0]))
