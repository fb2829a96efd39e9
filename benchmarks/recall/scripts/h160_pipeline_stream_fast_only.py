# classes: 4
"""Streaming from a text-generation pipeline: the pipeline call runs in a worker thread with a
TextIteratorStreamer among its generate kwargs; only the greedy "fast" preset streams."""
from threading import Thread

from transformers import AutoTokenizer, TextIteratorStreamer, pipeline

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
pipe = pipeline("text-generation", model="Qwen/Qwen2.5-0.5B-Instruct", tokenizer=tok)
PRESETS = {"fast": {"do_sample": False}, "quality": {"do_sample": False, "num_beams": 2}}


def stream(prompt, preset="fast"):
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
    errors = []

    def work():
        try:
            pipe(prompt, streamer=streamer, max_new_tokens=6, **PRESETS[preset])
        except Exception as exc:
            errors.append(exc)
            streamer.end()

    worker = Thread(target=work)
    worker.start()
    text = "".join(streamer)
    worker.join()
    if errors:
        raise errors[0]
    return text


if __name__ == "__main__":
    print(stream("hello world"))
    print(pipe("tell me a story", max_new_tokens=6, **PRESETS["quality"])[0]["generated_text"])
