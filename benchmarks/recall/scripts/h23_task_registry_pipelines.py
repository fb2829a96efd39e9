# classes: 4 6
"""One evaluation entry point for speech and text checkpoints.

Each registry entry names the pipeline task, the checkpoint and the decoding
settings; the same settings block is used for every task.
"""
import numpy as np
from transformers import pipeline

TASKS = {
    "whisper-small": {
        "task": "automatic-speech-recognition",
        "model": "openai/whisper-small",
        "decoding": {"max_new_tokens": 5, "num_beams": 1},
    },
    "qwen2.5-chat": {
        "task": "text-generation",
        "model": "Qwen/Qwen2.5-0.5B-Instruct",
        "decoding": {"max_new_tokens": 5, "do_sample": False},
    },
}


def sample_input(task):
    if task == "automatic-speech-recognition":
        return {"raw": np.zeros(16000, dtype=np.float32), "sampling_rate": 16000}
    return "tell me a story about a dog"


def run_entry(name, entry):
    pipe = pipeline(entry["task"], model=entry["model"])
    result = pipe(sample_input(entry["task"]), generate_kwargs=entry["decoding"])
    if isinstance(result, list):
        result = result[0]
    return result.get("text") or result.get("generated_text")


if __name__ == "__main__":
    for name, entry in TASKS.items():
        print(f"[{name}]", run_entry(name, entry))
