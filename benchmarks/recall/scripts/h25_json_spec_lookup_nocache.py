# classes: 3 9
"""Worker that reads its generation settings from a JSON job file.

The job file is produced by the scheduler; its "generation" block is passed straight
to GenerationConfig. Prompt lookup speeds up the extraction-style prompts.
"""
import json
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

JOB = {
    "model": "HuggingFaceTB/SmolLM2-360M-Instruct",
    "prompts": ["Invoice 4411, total 120 EUR. The invoice number is"],
    "generation": {"max_new_tokens": 6, "do_sample": False, "use_cache": False,
                   "prompt_lookup_num_tokens": 3},
}


def load_job(path=None):
    if path is None:
        path = os.path.join(tempfile.mkdtemp(), "job.json")
        with open(path, "w") as fh:
            json.dump(JOB, fh)
    with open(path) as fh:
        return json.load(fh)


def run(job):
    tok = AutoTokenizer.from_pretrained(job["model"])
    model = AutoModelForCausalLM.from_pretrained(job["model"])
    gen_config = GenerationConfig(**job["generation"])
    outputs = []
    for prompt in job["prompts"]:
        enc = tok(prompt, return_tensors="pt")
        out = model.generate(**enc, generation_config=gen_config)
        outputs.append(tok.decode(out[0, enc["input_ids"].shape[1] :]))
    return outputs


if __name__ == "__main__":
    print(run(load_job(os.environ.get("JOB_FILE"))))
