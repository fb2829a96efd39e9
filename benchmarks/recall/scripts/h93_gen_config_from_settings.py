# classes: 2 5
"""Generation settings kept in a settings file (one block per job) and turned into a
GenerationConfig; the teacher job uses a draft model to speed sampling up."""
import json
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

SETTINGS = {
    "teacher": {
        "max_new_tokens": 10,
        "do_sample": True,
        "temperature": 0.8,
        "top_p": 0.95,
        "num_return_sequences": 2,
    },
    "eval": {"max_new_tokens": 10, "do_sample": False},
}

settings_path = os.path.join(tempfile.mkdtemp(), "gen_settings.json")
with open(settings_path, "w") as fh:
    json.dump(SETTINGS, fh)


def load_generation_config(job):
    with open(settings_path) as fh:
        return GenerationConfig(**json.load(fh)[job])


tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
teacher = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

gen_config = GenerationConfig.from_dict(SETTINGS["teacher"])
for prompt in ["Write a question about geography.", "Write a question about music."]:
    enc = tok(prompt, return_tensors="pt")
    out = teacher.generate(**enc, generation_config=gen_config, assistant_model=draft)
    for seq in out:
        print(tok.decode(seq[enc.input_ids.shape[1]:], skip_special_tokens=True))
