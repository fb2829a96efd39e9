# classes: 7 3
"""Gradio-style demo: UI components hold defaults, callbacks receive their values."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class Slider:
    def __init__(self, minimum, maximum, value, label):
        self.minimum, self.maximum, self.value, self.label = minimum, maximum, value, label


class Checkbox:
    def __init__(self, value, label):
        self.value, self.label = value, label


MODEL_ID = "HuggingFaceTB/SmolLM2-1.7B-Instruct"
DRAFT_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID).eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID).eval()

controls = {
    "max_tokens": Slider(1, 64, 6, "Max new tokens"),
    "samples": Slider(1, 4, 1, "Candidates to show"),
    "speculative": Checkbox(True, "Speculative decoding"),
}


def on_submit(message, max_tokens, samples, speculative):
    enc = tokenizer(message, return_tensors="pt")
    gen_kwargs = dict(max_new_tokens=int(max_tokens), num_return_sequences=int(samples), do_sample=True)
    if speculative:
        gen_kwargs["assistant_model"] = draft
    with torch.inference_mode():
        out = model.generate(**enc, **gen_kwargs)
    return "\n---\n".join(tokenizer.batch_decode(out, skip_special_tokens=True))


def launch_offline(callback, components, message):
    """What the UI does when the user presses Submit without touching anything."""
    values = [c.value for c in components.values()]
    return callback(message, *values)


if __name__ == "__main__":
    torch.manual_seed(0)
    print(launch_offline(on_submit, controls, "Suggest a name for a cat"))
