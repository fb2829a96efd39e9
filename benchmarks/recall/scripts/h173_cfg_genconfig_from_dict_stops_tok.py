# classes: 3 9
"""Generation settings stored as JSON beside the run, rebuilt with GenerationConfig.from_dict."""
import json
import tempfile
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

run_dir = Path(tempfile.mkdtemp())
(run_dir / "generation.json").write_text(
    json.dumps({"max_new_tokens": 6, "stop_strings": ["\n\n", "###"], "do_sample": False})
)


class Runner:
    def __init__(self, checkpoint, run_dir):
        self.tok = AutoTokenizer.from_pretrained(checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint)
        self.gen_cfg = GenerationConfig.from_dict(json.loads((run_dir / "generation.json").read_text()))

    def __call__(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(**enc, generation_config=self.gen_cfg, tokenizer=self.tok)
        return self.tok.decode(out[0], skip_special_tokens=True)


print(Runner("Qwen/Qwen2.5-Coder-7B-Instruct", run_dir)("### hello world"))
