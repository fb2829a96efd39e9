# classes: 3 1
"""Server-sent-events generator for a chat UI: generation runs in a thread with a
TextIteratorStreamer; the request's options are merged in, and beam search is only used by the
non-streaming path."""
from threading import Thread

from transformers import AutoModelForCausalLM, AutoTokenizer, TextIteratorStreamer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
DEFAULTS = {"max_new_tokens": 8, "do_sample": False}


def run_generation(errors, **generation_kwargs):
    try:
        model.generate(**generation_kwargs)
    except Exception as exc:
        errors.append(exc)
        generation_kwargs["streamer"].end()


def answer(request_json):
    inputs = tok.apply_chat_template(request_json["messages"], add_generation_prompt=True, return_tensors="pt", return_dict=True)
    options = {**DEFAULTS, **request_json.get("options", {})}
    if not request_json.get("stream", True):
        out = model.generate(**inputs, **options)
        yield tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)
        return
    options.pop("num_beams", None)
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
    errors = []
    thread = Thread(target=run_generation, args=(errors,), kwargs={**options, **inputs, "streamer": streamer})
    thread.start()
    for text in streamer:
        yield f"data: {text}\n\n"
    thread.join()
    if errors:
        raise errors[0]


if __name__ == "__main__":
    body = {"messages": [{"role": "user", "content": "tell me a story"}], "options": {"num_beams": 2}}
    print("".join(answer(body)))
    print("".join(answer(dict(body, stream=False))))
