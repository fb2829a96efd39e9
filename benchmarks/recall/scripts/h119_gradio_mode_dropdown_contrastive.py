# classes: 2 3
"""Gradio decoding-mode Dropdown: the chosen label picks a kwargs dict; the default is contrastive search."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

DECODING = {
    "Greedy": {},
    "Sampling": {"do_sample": True, "top_p": 0.9, "temperature": 0.8},
    "Beam search": {"num_beams": 3, "early_stopping": True},
    "Contrastive search": {"penalty_alpha": 0.6, "top_k": 4},
}

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def run(prompt, mode="Contrastive search"):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=8, pad_token_id=tok.eos_token_id, **DECODING[mode])
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(run("DeepMind Company is"))
    else:
        gr.Interface(run, [gr.Textbox(), gr.Dropdown(list(DECODING), value="Contrastive search")], "text").launch()
