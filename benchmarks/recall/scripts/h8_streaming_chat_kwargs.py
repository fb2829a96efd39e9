"""Chat demo that streams tokens: generation kwargs built as dict(inputs, ...) the way the streamer docs do, a small draft model and a memory-saving generation config."""
# classes: 7 8
from threading import Thread

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

MODEL = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"


def build():
    tok = AutoTokenizer.from_pretrained(MODEL)
    model = AutoModelForCausalLM.from_pretrained(MODEL)
    # Long chats on a laptop: do not keep the cache around between requests.
    model.generation_config.use_cache = False
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    return tok, model, draft


def reply(tok, model, draft, question, stream=False):
    messages = [{"role": "user", "content": question}]
    inputs = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    generation_kwargs = dict(inputs, max_new_tokens=6, do_sample=False, assistant_model=draft)
    if stream:
        streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
        generation_kwargs["streamer"] = streamer
        worker = Thread(target=model.generate, kwargs=generation_kwargs)
        worker.start()
        text = "".join(piece for piece in streamer)
        worker.join()
        return text
    with torch.no_grad():
        out = model.generate(**generation_kwargs)
    return tok.decode(out[0][inputs["input_ids"].shape[-1]:], skip_special_tokens=True)


if __name__ == "__main__":
    tok, model, draft = build()
    print(reply(tok, model, draft, "tell me a story about dogs"))
