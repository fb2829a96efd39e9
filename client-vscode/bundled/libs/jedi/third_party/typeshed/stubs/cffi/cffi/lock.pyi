from _thread import allocate_lock as allocate_lock
