# classes: 4 3
"""Batch text-generation job: `job.py run [--config job.json]`.

The job file holds the pipeline's model and the generation settings; the script writes a
default job file to a temp dir when none is given.
"""
import json
import sys
import tempfile
from pathlib import Path

from transformers import pipeline

DEFAULT_JOB = {
    "model": "Qwen/Qwen2.5-0.5B-Instruct",
    "prompts": ["Give me a fun fact about owls.", "Name a prime number above 50."],
    "generate_kwargs": {"max_new_tokens": 8, "do_sample": False},
}


def default_job_file():
    path = Path(tempfile.mkdtemp()) / "job.json"
    path.write_text(json.dumps(DEFAULT_JOB, indent=2))
    return path


def run(job_path):
    job = json.loads(Path(job_path).read_text())
    generator = pipeline("text-generation", model=job["model"])
    for prompt in job["prompts"]:
        result = generator(prompt, generate_kwargs=job["generate_kwargs"])
        print(result[0]["generated_text"])


def show(job_path):
    print(Path(job_path).read_text())


def main(argv):
    command = argv[0] if argv else "run"
    job_path = argv[1] if len(argv) > 1 else default_job_file()
    {"run": run, "show": show}[command](job_path)


if __name__ == "__main__":
    main(sys.argv[1:])
