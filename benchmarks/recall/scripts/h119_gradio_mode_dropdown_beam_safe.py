# classes: 2 3
"""Gradio decoding-mode Radio mapping labels to kwargs dicts; every option is a built-in mode."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

PRESETS = {
    "greedy": dict(do_sample=False),
    "creative": dict(do_sample=True, temperature=1.1, top_k=50),
    "precise": dict(do_sample=True, temperature=0.3, top_p=0.8),
    "beam": dict(num_beams=4, num_return_sequences=2),
}

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def run(prompt, preset="beam"):
    settings = PRESETS.get(preset, PRESETS["greedy"])
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=6, pad_token_id=tok.eos_token_id, **settings)
    return "\n---\n".join(tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    if gr is None:
        for name in PRESETS:
            print(name, run("The weather today", name))
    else:
        gr.Interface(run, [gr.Textbox(), gr.Radio(list(PRESETS), value="beam")], "text").launch()
