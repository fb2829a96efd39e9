# classes: 2
"""The job description (model, decoding settings) is a JSON file next to the data; the settings
become a GenerationConfig that is used for every batch."""
import json
import tempfile
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

JOB = {
    "model": "facebook/opt-125m",
    "batch_size": 2,
    "generation": {"max_new_tokens": 4, "do_sample": False, "num_beams": 1, "num_return_sequences": 2},
}
PROMPTS = ["hello world", "the quick brown fox", "tell me a story"]


def load_job(path):
    spec = json.loads(Path(path).read_text())
    return spec["model"], spec["batch_size"], GenerationConfig(**spec["generation"])


if __name__ == "__main__":
    job_file = Path(tempfile.mkdtemp()) / "job.json"
    job_file.write_text(json.dumps(JOB))
    model_id, bs, gen_cfg = load_job(job_file)
    tok = AutoTokenizer.from_pretrained(model_id, padding_side="left")
    model = AutoModelForCausalLM.from_pretrained(model_id)
    for i in range(0, len(PROMPTS), bs):
        enc = tok(PROMPTS[i : i + bs], return_tensors="pt", padding=True)
        out = model.generate(**enc, generation_config=gen_cfg)
        print(tok.batch_decode(out, skip_special_tokens=True))
