# classes: 7 3
"""Gradio demo: models loaded once behind lru_cache, a 'variants' slider feeds the callback."""
import functools
import os

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

MODEL_ID = os.environ.get("MODEL_ID", "Qwen/Qwen2.5-1.5B-Instruct")
DRAFT_ID = os.environ.get("DRAFT_ID", "Qwen/Qwen2.5-0.5B-Instruct")


@functools.lru_cache(maxsize=1)
def load_models():
    tok = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
    model.eval()
    draft.eval()
    return tok, model, draft


def respond(message, history, use_draft=True, variants=2, temperature=0.8):
    tok, model, draft = load_models()
    chat = []
    for user, bot in history or []:
        chat += [{"role": "user", "content": user}, {"role": "assistant", "content": bot}]
    chat.append({"role": "user", "content": message})
    text = tok.apply_chat_template(chat, tokenize=False, add_generation_prompt=True)
    enc = tok(text, return_tensors="pt")
    extra = {"assistant_model": draft} if use_draft else {}
    with torch.no_grad():
        out = model.generate(
            **enc,
            max_new_tokens=8,
            do_sample=True,
            temperature=temperature,
            num_return_sequences=int(variants),
            **extra,
        )
    prompt_len = enc["input_ids"].shape[1]
    return "\n---\n".join(tok.decode(o[prompt_len:], skip_special_tokens=True) for o in out)


def build_ui():
    with gr.Blocks() as demo:
        chatbot = gr.Chatbot()
        box = gr.Textbox()
        use_draft = gr.Checkbox(value=True, label="speculative decoding")
        variants = gr.Slider(1, 4, value=2, step=1, label="variants")
        box.submit(respond, [box, chatbot, use_draft, variants], chatbot)
    return demo


if __name__ == "__main__":
    if gr is not None and os.environ.get("LAUNCH_UI"):
        build_ui().launch()
    else:
        print(respond("Write a haiku about rivers.", [("hi", "hello!")]))
