# classes: 3 9
"""Server-sent-events generator for a chat UI: generation runs in a thread with a
TextIteratorStreamer, the request's settings (here `num_beams: 2` for quality) are merged into
the generation kwargs, and a failure in the thread is re-raised after the stream ends."""
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


def sse_events(request_json):
    messages = request_json["messages"]
    inputs = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
    generation_kwargs = {**DEFAULTS, **request_json.get("options", {}), **inputs, "streamer": streamer}
    errors = []
    thread = Thread(target=run_generation, args=(errors,), kwargs=generation_kwargs)
    thread.start()
    for text in streamer:
        yield f"data: {text}\n\n"
    thread.join()
    if errors:
        raise errors[0]
    yield "event: done\ndata: {}\n\n"


if __name__ == "__main__":
    body = {"messages": [{"role": "user", "content": "tell me a story"}], "options": {"num_beams": 2}}
    for event in sse_events(body):
        print(event, end="")
